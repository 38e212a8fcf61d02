print("never")
nonlocal x
