with ():368
