//
//  SFSDKCompositeResponse+Internal.h
//  SalesforceSDKCore
//
//  Created by Raj Rao on 10/3/19.
//  Copyright © 2019 salesforce.com. All rights reserved.
//
#import "SFSDKCompositeResponse.h"

NS_ASSUME_NONNULL_BEGIN

@interface SFSDKCompositeSubResponse()
-(instancetype)initWith:(NSDictionary *)dict;
@end

NS_ASSUME_NONNULL_END
