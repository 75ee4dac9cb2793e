let version = "1.3.0"
