print({3, 1, 2}, {7, 5, 0}, {1, 2, 3} | {4}, set(range(8)))
print(set([2, 2, 1]), {0, 1} ^ {1, 2})
print(list({5, 4, 3, 2, 1}), sorted({-1, -5, 3}))
print(set("a") == {"a"}, sorted(set("mississippi")))
