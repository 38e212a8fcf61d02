d = {i: i for i in range(10**9)}
