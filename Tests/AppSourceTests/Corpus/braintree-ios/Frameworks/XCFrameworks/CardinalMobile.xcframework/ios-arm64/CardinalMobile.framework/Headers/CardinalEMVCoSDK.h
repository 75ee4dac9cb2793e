//
//  CardinalEMVCoSDK.h
//  CardinalEMVCoSDK
//
//  Copyright © 2018 Cardinal Commerce. All rights reserved.
//

#import <UIKit/UIKit.h>

#import <CardinalMobile/ThreeDS2Service.h>
#import <CardinalMobile/Transaction.h>
#import <CardinalMobile/ConfigParameters.h>
#import <CardinalMobile/UiCustomization.h>

#import <CardinalMobile/CardinalThreeDS2ServiceImpl.h>
#import <CardinalMobile/CardinalTransaction.h>
#import <CardinalMobile/ProgressDialog.h>
#import <CardinalMobile/ChallengeStatusReceiver.h>
#import <CardinalMobile/ChallengeParameters.h>
#import <CardinalMobile/CompletionEvent.h>
#import <CardinalMobile/RuntimeErrorEvent.h>
#import <CardinalMobile/ProtocolErrorEvent.h>

