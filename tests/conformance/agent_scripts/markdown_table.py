rows = [
    {"package": "requests", "version": "2.31.0", "downloads": 48213000, "license": "Apache-2.0"},
    {"package": "numpy", "version": "1.26.4", "downloads": 39872110, "license": "BSD"},
    {"package": "rich", "version": "13.7.1", "downloads": 8123004, "license": "MIT"},
    {"package": "attrs", "version": "23.2.0", "downloads": 30110022, "license": "MIT"},
]
def md_table(rows, columns, align):
    cells = [[str(c) for c in columns]]
    for r in rows:
        cells.append([f"{r[c]:,}" if isinstance(r[c], int) else str(r[c]) for c in columns])
    widths = [max(len(row[i]) for row in cells) for i in range(len(columns))]
    def fmt(row):
        parts = []
        for i, cell in enumerate(row):
            parts.append(cell.rjust(widths[i]) if align[i] == "r" else cell.ljust(widths[i]))
        return "| " + " | ".join(parts) + " |"
    sep = "|" + "|".join(("-" * (w + 1) + ":") if a == "r" else ("-" * (w + 2)) for w, a in zip(widths, align)) + "|"
    return "\n".join([fmt(cells[0]), sep] + [fmt(r) for r in cells[1:]])
cols = ["package", "version", "downloads", "license"]
print(md_table(sorted(rows, key=lambda r: -r["downloads"]), cols, "llrl"))
print()
licenses = {}
for r in rows:
    licenses[r["license"]] = licenses.get(r["license"], 0) + r["downloads"]
print(md_table([{"license": k, "downloads": v} for k, v in sorted(licenses.items())], ["license", "downloads"], "lr"))
