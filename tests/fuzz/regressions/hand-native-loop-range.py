0.5 in range(10**18)
