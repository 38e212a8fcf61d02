records = [("alice", 3), ("bob", 1), ("carol", 3), ("dave", 2), ("eve", 1), ("frank", 3)]
by_score = sorted(records, key=lambda r: r[1])
print(by_score)
by_score_desc = sorted(records, key=lambda r: r[1], reverse=True)
print(by_score_desc)
step1 = sorted(records, key=lambda r: r[0], reverse=True)
step2 = sorted(step1, key=lambda r: r[1])
print(step2)
data = [(k % 3, k) for k in range(12)]
data.sort(key=lambda t: t[0])
print(data)
data.sort(key=lambda t: t[0], reverse=True)
print(data)
