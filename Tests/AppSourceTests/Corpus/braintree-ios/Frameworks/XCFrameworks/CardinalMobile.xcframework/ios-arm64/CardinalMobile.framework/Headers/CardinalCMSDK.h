//
//  CardinalEMVCoSDK.h
//  CardinalEMVCoSDK
//
//  Copyright © 2018 Cardinal Commerce. All rights reserved.
//

#import <UIKit/UIKit.h>

#import <CardinalMobile/CardinalResponse.h>
#import <CardinalMobile/CardinalSession.h>
#import <CardinalMobile/CardinalSessionConfiguration.h>
#import <CardinalMobile/CardinalSession.h>
#import <CardinalMobile/CardinalStepUpDelegate.h>
#import <CardinalMobile/DirectoryServerIDConst.h>
