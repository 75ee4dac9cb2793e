public enum PreferredAuthenticationMethod: String {
    case sms
    case voice
}
