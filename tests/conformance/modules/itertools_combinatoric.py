from itertools import product, permutations, combinations, combinations_with_replacement

print(list(product('AB', 'xy')), list(product(range(2), repeat=3)))
print(list(product()), list(product('ab', [])), len(list(product(range(4), repeat=4))))
print(list(permutations('ABC', 2)), list(permutations(range(3))))
print(list(permutations('AB', 3)), list(permutations([], 0)))
print(list(combinations('ABCD', 2)), list(combinations(range(4), 3)), list(combinations('AB', 3)))
print(list(combinations_with_replacement('ABC', 2)), list(combinations_with_replacement('', 2)))
print(sum(1 for _ in combinations(range(20), 4)), sum(1 for _ in permutations(range(7))))
for bad in (lambda: combinations('abc', -1), lambda: permutations('abc', -2),
            lambda: product('ab', repeat=-1)):
    try:
        bad()
    except ValueError as e:
        print('ValueError:', e)
try:
    combinations('abc', 1.5)
except TypeError as e:
    print('TypeError:', e)
