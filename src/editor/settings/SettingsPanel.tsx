/** The settings panel (editor spec §2, §3 Settings, `settings=1`). Issue 11 fills it in. */
export interface SettingsPanelProps {
  onClose: () => void;
}

export default function SettingsPanel(_props: SettingsPanelProps) {
  return null;
}
