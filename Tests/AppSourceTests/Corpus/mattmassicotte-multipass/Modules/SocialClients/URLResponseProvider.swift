import OAuthenticator

public typealias URLResponseProvider = OAuthenticator.URLResponseProvider
