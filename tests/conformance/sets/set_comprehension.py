squares = {x * x for x in range(-4, 5)}
print(sorted(squares), len(squares))
mods = {x % 4 for x in range(100)}
print(mods)
pairs = {(a, b) for a in range(3) for b in range(3) if a < b}
print(sorted(pairs))
evens = {n for n in range(10) if n % 2 == 0}
odds = set(range(10)) - evens
print(evens, odds, evens | odds == set(range(10)))
