TEXT = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness."""
words = [w.strip(".,").lower() for w in TEXT.split()]
print("words:", len(words), "unique:", len(set(words)))
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
common = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:6]
width = max(len(w) for w, _ in common)
for w, c in common:
    print(f"{w:>{width}} {c:>3} {'#' * c}")
lengths = {}
for w in set(words):
    lengths.setdefault(len(w), []).append(w)
for n in sorted(lengths):
    print(n, sorted(lengths[n]))
sentences = [s.strip() for s in TEXT.replace("\n", " ").split(",") if s.strip()]
print(len(sentences), sentences[-1])
caps = [w.strip(".,") for w in TEXT.split() if w[0].isupper()]
print("capitalized:", caps)
print("avg word length:", round(sum(map(len, words)) / len(words), 3))
