('\t' * 1000).expandtabs(2**27)
