rows = [("alice", 30), ("bob", 4), ("carol", 123)]
lines = []
for name, n in rows:
    lines.append(name.ljust(8, ".") + str(n).rjust(5))
print("\n".join(lines))
csv = ",".join(str(x) for x in range(10))
print(csv)
acc = []
for i in range(3):
    acc.append(f"[{i}]")
print("".join(acc))
sentence = "the quick brown fox"
print(" ".join(w[::-1] for w in sentence.split()))
print(" ".join(w.capitalize() for w in sentence.split()))
print("_".join(sentence.upper().split()))
