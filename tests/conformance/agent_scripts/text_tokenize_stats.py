text = """It was the best of times, it was the worst of times; it was the age of wisdom,
it was the age of foolishness. It was the epoch of belief!"""

punct = ",.;!?"
words = ["".join(ch for ch in w if ch not in punct).lower() for w in text.split()]
words = [w for w in words if w]
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print("words:", len(words), "unique:", len(freq))
for w, n in top:
    print(f"{w:>8} {'#' * n} {n}")
lengths = {}
for w in set(words):
    lengths.setdefault(len(w), []).append(w)
for n in sorted(lengths):
    print(n, sorted(lengths[n]))
sentences = [s.strip() for s in text.replace("!", ".").replace(";", ".").split(".") if s.strip()]
print(len(sentences), [len(s.split()) for s in sentences])
print(text.count("it was"), text.lower().count("it was"), text.find("age"), text.rfind("age"))
caps = [w for w in text.split() if w[0].isupper()]
print(caps, " ".join(w.title() for w in words[:4]))
