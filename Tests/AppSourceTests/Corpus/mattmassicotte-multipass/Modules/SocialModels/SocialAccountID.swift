public typealias SocialAccountID = String
