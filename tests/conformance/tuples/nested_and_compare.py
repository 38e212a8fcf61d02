people = [("bob", 25, "NY"), ("alice", 30, "LA"), ("carol", 25, "SF")]
print(sorted(people))
print(sorted(people, key=lambda p: (p[1], p[0])))
print(max(people, key=lambda p: p[1]))
nested = ((1, 2), (3, (4, 5)))
print(nested[1][1][0], len(nested), nested[1])
print(tuple(sorted((3, 1, 2))), tuple(x * 2 for x in (1, 2, 3)))
print((1, "a") < (1, "b"), (1, 2, 3) > (1, 2), ("a",) == ("a"), ("a",) == ("a",))
