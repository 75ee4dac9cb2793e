#import <BraintreeApplePay/BraintreeApplePay.h>
#import <BraintreeCard/BraintreeCard.h>
#import <BraintreePaymentFlow/BraintreePaymentFlow.h>
#import <BraintreePayPal/BraintreePayPal.h>
#import <BraintreeThreeDSecure/BraintreeThreeDSecure.h>
#import <BraintreeVenmo/BraintreeVenmo.h>
