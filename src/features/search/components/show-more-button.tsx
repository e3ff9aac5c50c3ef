interface ShowMoreButtonProps {
  expanded: boolean;
  onToggle: () => void;
}

export function ShowMoreButton({ expanded, onToggle }: ShowMoreButtonProps) {
  return (
    <button type="button" className="link-button" onClick={onToggle} aria-expanded={expanded}>
      {expanded ? 'Show fewer' : 'Show more'}
    </button>
  );
}
