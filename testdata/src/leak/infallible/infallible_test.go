package infallible

func init() { catalogURL = "http://127.0.0.1:1/api/plugins" }
