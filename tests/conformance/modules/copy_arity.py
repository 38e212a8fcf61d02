import copy
for a in [(), ([1],), ([1], {}), ([1], None, []), ([1], {}, [], 4)]:
    try: print(copy.deepcopy(*a))
    except TypeError as e: print(e)
for a in [(), ([1], 2)]:
    try: print(copy.copy(*a))
    except TypeError as e: print(e)
