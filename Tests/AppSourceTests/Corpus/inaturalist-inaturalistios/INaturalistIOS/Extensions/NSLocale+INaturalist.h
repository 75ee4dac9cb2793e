//
//  NSLocale+INaturalist.h
//  iNaturalist
//
//  Created by Alex Shepard on 7/7/15.
//  Copyright (c) 2015 iNaturalist. All rights reserved.
//

#import <Foundation/Foundation.h>

@interface NSLocale (INaturalist)

- (NSString *)inat_serverFormattedLocale;

@end
