import SwiftUI

struct BalanceWidget: View {
    var body: some View { Text("Balance") }
}
