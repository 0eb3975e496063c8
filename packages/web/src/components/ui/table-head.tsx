/** A table's column headers, in order (a fixed list: the place is the key). */
export function TableHead({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th key={index} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
