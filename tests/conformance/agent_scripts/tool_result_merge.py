def fake_search(query):
    db = {
        "python": [{"title": "Python docs", "score": 0.9}, {"title": "PEP 8", "score": 0.7}],
        "rust": [{"title": "Rust book", "score": 0.95}],
        "go": [],
    }
    if query not in db:
        raise LookupError(f"no index for {query!r}")
    return db[query]


results = {}
failures = []
for q in ["python", "rust", "go", "cobol"]:
    try:
        hits = fake_search(q)
    except LookupError as exc:
        failures.append(str(exc))
        continue
    results[q] = hits

merged = sorted(
    ({"query": q, **hit} for q, hits in results.items() for hit in hits),
    key=lambda h: h["score"],
    reverse=True,
)
for rank, h in enumerate(merged, start=1):
    print(f"{rank}. [{h['query']}] {h['title']} ({h['score']:.2f})")
print("empty:", [q for q, hits in results.items() if not hits])
print("failures:", failures)
best = {q: max(hits, key=lambda h: h["score"])["title"] if hits else None for q, hits in results.items()}
print(best)
summary = ", ".join(f"{q}={len(h)}" for q, h in results.items())
print(f"summary: {summary}")
