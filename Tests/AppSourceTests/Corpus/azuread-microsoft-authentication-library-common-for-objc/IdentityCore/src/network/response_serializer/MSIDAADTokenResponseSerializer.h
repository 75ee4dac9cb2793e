//
//  MSIDTokenResponseSerializer.h
//  IdentityCore
//
//  Created by Sergey Demchenko on 12/22/18.
//  Copyright © 2018 Microsoft. All rights reserved.
//

#if !EXCLUDE_FROM_MSALCPP

#import "MSIDTokenResponseSerializer.h"

NS_ASSUME_NONNULL_BEGIN

@interface MSIDAADTokenResponseSerializer : MSIDTokenResponseSerializer

@end

NS_ASSUME_NONNULL_END

#endif
