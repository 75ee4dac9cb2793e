import Foundation

let SUPABASE_URL = URL(string: "https://{PROJECT_ID}.supabase.co/auth/v1")!
let SUPABASE_API_KEY = "{ANON_KEY}"
