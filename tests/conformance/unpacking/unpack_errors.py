cases = [
    lambda: [(a, b) for a, b in [(1, 2, 3)]],
    lambda: [(a, b, c) for a, b, c in [(1, 2)]],
    lambda: [a for a, b in [5]],
    lambda: [a for a, b in ["abc"]],
]
for c in cases:
    try:
        c()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
try:
    a, b = None
except TypeError as e:
    print("TypeError:", e)
try:
    x, y = {"a": 1, "b": 2, "c": 3}
except ValueError as e:
    print("ValueError:", e)
