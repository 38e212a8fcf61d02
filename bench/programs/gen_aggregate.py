# Builtins consuming generator expressions, the way agent code aggregates: 3,000,000 elements in
# all through sum/max/min/any/all/sorted/join/list/dict/set (issue 11).
data = list(range(300000))
total = sum(v for v in range(1000000))
big = max(v % 1000 for v in data)
small = min(v % 977 for v in data)
has = any(v < 0 for v in data)
every = all(v >= 0 for v in data)
top = sorted((v * 7 % 1000 for v in data), reverse=True)[:3]
text = ",".join(str(v) for v in range(100000))
items = list(v * 2 for v in data)
index = dict((v, v + 1) for v in range(100000))
seen = set(v % 5000 for v in data)
print(total, big, small, has, every, top, len(text), len(items), len(index), len(seen))
