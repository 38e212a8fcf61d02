print(sum(range(10**18)))
