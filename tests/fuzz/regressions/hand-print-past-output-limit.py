print(*range(10**7))
