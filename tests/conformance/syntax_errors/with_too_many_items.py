# Every item of a with statement is a nested block: 21 items are too many (CPython's CO_MAXBLOCKS).
print("never printed")
with a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20:
    pass
