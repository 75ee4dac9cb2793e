protocol KeychainProvider {
	func save(token: String, for account: String, service: String) throws
	func retrieve(account: String, service: String) throws -> String?
}
