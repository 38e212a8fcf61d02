print("never")
1 = x
