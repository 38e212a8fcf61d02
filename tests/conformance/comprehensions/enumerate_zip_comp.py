names = ["ann", "ben", "cat"]
scores = [88, 92, 79]
print([f"{i}:{n}" for i, n in enumerate(names, 1)])
print({n: s for n, s in zip(names, scores)})
print([n for n, s in zip(names, scores) if s > 80])
print(sorted(zip(scores, names), reverse=True)[0])
print([(i, c) for i, c in enumerate("abc") if i != 1])
print(dict(enumerate("xyz")))
