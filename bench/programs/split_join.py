# Splitting and joining a 5 MB text: lines, then words, then joined back, two rounds.
def main():
    words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]
    lines = []
    size = 0
    i = 0
    while size < 5_000_000:
        line = " ".join(words[(i + j) % 10] for j in range(i % 7 + 3)) + " " + str(i)
        lines.append(line)
        size += len(line) + 1
        i += 1
    text = "\n".join(lines)
    total = 0
    for _ in range(2):
        rows = text.split("\n")
        tokens = []
        for row in rows:
            tokens.extend(row.split())
        total += len(tokens)
        text = "\n".join(" ".join(row.split(" ")) for row in rows)
        joined = ",".join(tokens)
        total += len(joined) + len(joined.split(","))
    return len(text), len(rows), total


print(main())
