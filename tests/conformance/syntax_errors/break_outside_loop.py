print("never")
break
