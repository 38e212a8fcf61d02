x = int.from_bytes(b'\xff' * 10**8, 'big')
