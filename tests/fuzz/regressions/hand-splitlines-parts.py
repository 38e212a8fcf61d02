x = ('\n' * 10**8).splitlines()
