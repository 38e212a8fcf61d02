print("this never runs")
x = = 5
