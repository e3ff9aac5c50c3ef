/** A neutral stand-in where a record has no usable image. */
export function MissingImage({ className }: { className?: string }) {
  return (
    <span
      className={`missing-image${className ? ` ${className}` : ''}`}
      role="img"
      aria-label="No image"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="32" height="32">
        <path
          d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9.5a1.5 1.5 0 1 0 0-.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    </span>
  );
}
