# A loop inside an except* clause may use break and continue; a function inside may return.
for i in range(2):
    try:
        raise ValueError(i)
    except* ValueError:
        for j in range(5):
            if j == 1:
                continue
            if j == 3:
                break
            print(i, j)
        def g():
            return "g returns"
        print(g())
