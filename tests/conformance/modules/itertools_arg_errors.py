import itertools as it
for f in ['dropwhile','takewhile','filterfalse','starmap','compress','pairwise','groupby','accumulate','permutations','combinations','combinations_with_replacement','islice','tee','cycle','product','chain','zip_longest','count','repeat']:
  for a in [(),(1,),(1,2,3)]:
    try: getattr(it,f)(*a)
    except TypeError as e: print(f, len(a), e)
for c in [lambda: it.combinations_with_replacement([1],"a"), lambda: it.combinations([1],"a"), lambda: it.zip_longest([1], fillvalue=1, y=2), lambda: it.permutations([1], 1.5), lambda: it.permutations([1], "a"), lambda: it.combinations([1], r=None), lambda: list(it.starmap(len, [1])), lambda: list(it.starmap(pow, [[2, 3], (2, 2)])), lambda: list(it.starmap(max, ["ab", iter([1, 5])]))]:
  try: print(c())
  except Exception as e: print(type(e).__name__, e)
