import SwiftUI
import CardPayments
import PayPalWebPayments
import FraudProtection
import PaymentButtons
import CorePayments

struct ContentView: View {
    var body: some View {
        Text("Hello, world!")
            .padding()
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
