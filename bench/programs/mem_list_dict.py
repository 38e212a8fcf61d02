# Memory: a million-element list of ints plus a 200,000-entry int -> str dict held at once.
xs = list(range(1_000_000))
d = {i: str(i) for i in range(200_000)}
print(len(xs), sum(xs), len(d), d[199_999])
