values = [0, 1, -1, 0.0, 0.5, "", "a", [], [0], (), (None,), {}, {"a": 1}, set(), {0}, None, True, False, range(0), range(3)]
for v in values:
    print(repr(v), bool(v), "yes" if v else "no")
print(not 0, not 1, not "", not [1])
print(0 or "default", "x" or "y", None or 0 or [] or "last")
print(0 and 1, 1 and 2, "" and "never", [1] and [2])
print(1 and 0 or 5, None or (1 and 2))
